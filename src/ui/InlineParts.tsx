import type { InlinePart } from '../content/links';
import { SmartLink } from './SmartLink';

/** Text already split into **bold** and [links](/path), rendered as elements. */
export function InlineParts({ parts }: { parts: readonly InlinePart[] }) {
  return (
    <>
      {parts.map((part, i) => {
        if (part.kind === 'strong') return <strong key={i}>{part.text}</strong>;
        if (part.kind === 'link')
          return (
            <SmartLink key={i} href={part.href}>
              {part.text}
            </SmartLink>
          );
        return part.text;
      })}
    </>
  );
}

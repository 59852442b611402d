import type { RichText as RichTextData } from '../schema/primitives';
import { parseInline } from '../content/links';
import { InlineParts } from './InlineParts';

/** Text with **bold** and [links](/path), rendered as elements: content never becomes markup. */
export function Inline({ text }: { text: string }) {
  return <InlineParts parts={parseInline(text)} />;
}

/** Rich text blocks; `headingOffset` shifts h2/h3 down when the text sits under an h2 already. */
export function RichText({
  blocks,
  className,
  headingOffset = 0,
}: {
  blocks: RichTextData;
  className?: string;
  headingOffset?: 0 | 1;
}) {
  const H2 = headingOffset ? 'h3' : 'h2';
  const H3 = headingOffset ? 'h4' : 'h3';
  return (
    <div className={className}>
      {blocks.map((block, i) => {
        if (typeof block === 'string')
          return (
            <p key={i}>
              <Inline text={block} />
            </p>
          );
        if ('h2' in block) return <H2 key={i}>{block.h2}</H2>;
        if ('h3' in block) return <H3 key={i}>{block.h3}</H3>;
        const List = 'ul' in block ? 'ul' : 'ol';
        const items = 'ul' in block ? block.ul : block.ol;
        return (
          <List key={i}>
            {items.map((item, j) => (
              <li key={j}>
                <Inline text={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}

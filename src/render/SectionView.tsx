import { Component, memo, Suspense, use, type ComponentType, type ReactNode } from 'react';
import type { ResolvedSection } from '../sections/definitions';
import { loadSectionComponent } from '../sections/components';
import { Gate } from './Gate';

interface BoundaryProps {
  type: string;
  children: ReactNode;
}

/**
 * One failing section must not blank the page: in the browser it disappears and logs why.
 * (While prerendering, errors are not caught here and fail the build, naming the section.)
 */
class SectionBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`The "${this.props.type}" section failed to render and was left out.`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface Props {
  section: ResolvedSection;
  /** Its place on the page, which the page's hydration plan and the count of live parts know it by. */
  part: number;
}

function LoadedSection({ section }: Pick<Props, 'section'>) {
  const { type } = section;
  // The registry guarantees each type's component takes that type's props; TypeScript cannot
  // follow the correlation through an indexed union, hence the widening here.
  // use() on every render (a loaded type's promise is already settled): React requires it. While
  // the part is hydrated its code is in (the Gate waited for it).
  const Section = use(loadSectionComponent(type)) as ComponentType<typeof section.props>;
  return <Section {...section.props} />;
}

/**
 * One section in its own Suspense boundary: React hydrates the page boundary by boundary and
 * answers input in between, a section hydrated later keeps the server's HTML until its moment
 * (Gate), and one whose code is still on its way (the editor's preview, a page reached by
 * navigation) shows nothing until it arrives. Memoised: a boundary not yet hydrated that its
 * parent rendered again with new props would be rendered on the client instead.
 */
export const SectionView = memo(function SectionView({ section, part }: Props) {
  return (
    <SectionBoundary type={section.type}>
      <Suspense fallback={null}>
        <Gate part={part}>
          <LoadedSection section={section} />
        </Gate>
      </Suspense>
    </SectionBoundary>
  );
});

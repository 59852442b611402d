import { Component, type ComponentType, type ReactNode } from 'react';
import type { ResolvedSection } from '../sections/definitions';
import { sectionComponents } from '../sections/components';

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

export function SectionView({ section }: { section: ResolvedSection }) {
  // The registry guarantees each type's component takes that type's props; TypeScript cannot
  // follow the correlation through an indexed union, hence the widening here.
  const Section = sectionComponents[section.type] as ComponentType<typeof section.props>;
  return (
    <SectionBoundary type={section.type}>
      <Section {...section.props} />
    </SectionBoundary>
  );
}

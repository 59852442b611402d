import {
  Component,
  Suspense,
  use,
  useLayoutEffect,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { ResolvedSection } from '../sections/definitions';
import { loadSectionComponent } from '../sections/components';
import { deferredComponent } from './hydration';
import { partLive } from './live-parts';

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
  /** Below the first screen of the page being hydrated: its code may wait for an idle moment. */
  defer?: boolean;
  /** Its place on the page the app was started on, counted live once it commits. */
  part?: number;
}

function LoadedSection({ section, defer = false, part }: Props) {
  const { type } = section;
  // The registry guarantees each type's component takes that type's props; TypeScript cannot
  // follow the correlation through an indexed union, hence the widening here.
  // use() on every render (a loaded type's promise is already settled): React requires it, and
  // the same promise each time: a render replayed after suspending that asked for another
  // (the type loaded meanwhile by another way) is one React warns of.
  const Section = use(
    defer ? deferredComponent(type) : loadSectionComponent(type),
  ) as ComponentType<typeof section.props>;
  // A layout effect: it runs in the same commit as the hydration.
  useLayoutEffect(() => {
    if (part !== undefined) partLive(part);
  }, [part]);
  return <Section {...section.props} />;
}

/**
 * One section in its own Suspense boundary: React hydrates the page boundary by boundary and
 * answers input in between, and a section whose code is still on its way (the editor's preview,
 * a page whose chunk failed to preload) keeps the server's HTML, or nothing, until it arrives.
 */
export function SectionView({ section, defer, part }: Props) {
  return (
    <SectionBoundary type={section.type}>
      <Suspense fallback={null}>
        <LoadedSection section={section} defer={defer} part={part} />
      </Suspense>
    </SectionBoundary>
  );
}

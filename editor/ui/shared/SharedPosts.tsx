import { placesShowingPosts, postsShownBy, showings } from '../../lib/shown-on';
import { pathKey, type DataPath } from '../../protocol/data-path';
import type { Target } from '../../preview/protocol';
import { calendarDate } from '../history/when';
import { sectionsPath, type RawSection, type RawSite } from '../site-view';
import './shared.css';

interface Props {
  site: RawSite;
  target: Target;
  section: RawSection;
  /** Takes the editor to a field: a post's own page. */
  onGo: (path: DataPath) => void;
  onAddPost: () => void;
}

interface WrittenPost {
  title?: unknown;
  date?: unknown;
}

/**
 * The posts a section lists, where it lists them: each a page of its own, opened to edit (or
 * remove) there, and a new one added; saying which other pages list posts too.
 */
export function SharedPosts({ site, target, section, onGo, onAddPost }: Props) {
  const shown = postsShownBy(site, [section]);
  if (shown.length === 0) return null;
  const posts = (site.blog?.posts ?? []) as WrittenPost[];
  const here = pathKey(sectionsPath(target));
  const thisPage = showings(site).find((s) => pathKey(s.path) === here)?.name;
  const elsewhere = placesShowingPosts(site).filter((page) => page !== thisPage);
  return (
    <section className="shared-items shared-posts" aria-labelledby="shared-posts-heading">
      <h3 id="shared-posts-heading">Posts it shows</h3>
      {elsewhere.length > 0 ? (
        <p className="note">
          Also shown on: {elsewhere.join(', ')}. A change to a post changes{' '}
          {elsewhere.length === 1 ? 'that page' : 'those pages'} too.
        </p>
      ) : null}
      <p className="hint">
        Each post is a page of its own: choose one to edit it there, or to remove it. Their order
        here is the list’s own (see Order above).
      </p>
      <ol className="post-choices">
        {shown.map((index) => {
          const post = posts[index] ?? {};
          const title = typeof post.title === 'string' && post.title ? post.title : 'Untitled post';
          return (
            <li key={index}>
              <button
                type="button"
                className="secondary post-choice"
                onClick={() => onGo(['blog', 'posts', index, 'title'])}
              >
                {title}
              </button>
              {typeof post.date === 'string' ? (
                <span className="hint">{calendarDate(post.date)}</span>
              ) : null}
            </li>
          );
        })}
      </ol>
      <button type="button" className="secondary" onClick={onAddPost}>
        Write a new post
      </button>
    </section>
  );
}

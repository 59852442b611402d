import { useState, type FormEvent } from 'react';
import { pictureName, type LibraryPicture } from '../lib/pictures';
import type { NewPage, NewPost } from './changes/targets';
import { Dialog } from './Dialog';
import { titleAt } from '../lib/words';
import { todayIso } from './history/when';

// The dialogs ask for fields of site.json, so they call them what the field forms do.
const PAGE = ['pages', 0] as const;
const POST = ['blog', 'posts', 0] as const;

interface TextInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  long?: boolean;
}

function TextInput({ id, label, value, onChange, hint, long }: TextInputProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {long ? (
        <textarea
          id={id}
          rows={3}
          value={value}
          required
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          id={id}
          value={value}
          required
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

interface AddPageProps {
  usedPaths: string[];
  onAdd: (page: NewPage) => void;
  onClose: () => void;
}

/** A new page: its address, browser title and search description; it starts with a banner. */
export function AddPageDialog({ usedPaths, onAdd, onClose }: AddPageProps) {
  const [path, setPath] = useState('/');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\/[a-z0-9-/]*$/.test(path) || path.length < 2)
      return setError(
        'The page address must start with "/" and use only lowercase letters, digits and dashes, like "/telemedicine".',
      );
    if (usedPaths.includes(path))
      return setError(`There is already a page or post at ${path}: choose another address.`);
    onAdd({ path, title: title.trim(), description: description.trim() });
  };
  return (
    <Dialog title="Add a page" onClose={onClose}>
      <form onSubmit={submit} noValidate={false}>
        <TextInput
          id="new-page-path"
          label={titleAt([...PAGE, 'path'])}
          value={path}
          onChange={setPath}
          hint='The address, e.g. "/telemedicine".'
        />
        <TextInput
          id="new-page-title"
          label={titleAt([...PAGE, 'seo', 'title'])}
          value={title}
          onChange={setTitle}
          hint="The browser-tab and search-result title; also the page's first heading."
        />
        <TextInput
          id="new-page-description"
          label={titleAt([...PAGE, 'seo', 'description'])}
          value={description}
          onChange={setDescription}
          hint="The search-result description."
          long
        />
        <Submit error={error} label="Add page" />
      </form>
    </Dialog>
  );
}

interface AddPostProps {
  usedSlugs: string[];
  /** The site's pictures, with the words written for each where it is used. */
  images: LibraryPicture[];
  defaultAuthor: string;
  onAdd: (post: NewPost) => void;
  onClose: () => void;
}

/** A new article with what every post needs; the rest is edited in its settings. */
export function AddPostDialog({ usedSlugs, images, defaultAuthor, onAdd, onClose }: AddPostProps) {
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState<string | null>(null);
  const [date, setDate] = useState(todayIso);
  const [author, setAuthor] = useState(defaultAuthor);
  const [excerpt, setExcerpt] = useState('');
  const [description, setDescription] = useState('');
  const [src, setSrc] = useState(
    images.find((i) => i.src.includes('/blog/'))?.src ?? images[0]?.src ?? '',
  );
  const [alt, setAlt] = useState('');
  const [paragraph, setParagraph] = useState('');
  const [error, setError] = useState('');
  const shownSlug = slug ?? slugOf(title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(shownSlug))
      return setError(
        'The web address name may use only lowercase letters, digits and single dashes, like "clinic-websites".',
      );
    if (usedSlugs.includes(shownSlug))
      return setError(
        `Another post already has the web address name "${shownSlug}": choose another.`,
      );
    const image = images.find((i) => i.src === src);
    if (!image) return setError('Choose the picture of the post.');
    onAdd({
      title,
      slug: shownSlug,
      date,
      author,
      excerpt,
      description,
      image: { ...image, alt },
      paragraph,
    });
  };
  return (
    <Dialog title="Add a post" onClose={onClose}>
      <form onSubmit={submit}>
        <TextInput
          id="new-post-title"
          label={titleAt([...POST, 'title'])}
          value={title}
          onChange={setTitle}
          hint="The headline."
        />
        <TextInput
          id="new-post-slug"
          label={titleAt([...POST, 'slug'])}
          value={shownSlug}
          onChange={setSlug}
          hint="The last part of the post's address, like clinic-websites; it follows the title until you change it."
        />
        <div className="field">
          <label htmlFor="new-post-date">{titleAt([...POST, 'date'])}</label>
          <input
            id="new-post-date"
            type="date"
            required
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
        <TextInput
          id="new-post-author"
          label={titleAt([...POST, 'author'])}
          value={author}
          onChange={setAuthor}
        />
        <TextInput
          id="new-post-excerpt"
          label={titleAt([...POST, 'excerpt'])}
          value={excerpt}
          onChange={setExcerpt}
          hint="One or two sentences for the cards that list the post."
          long
        />
        <TextInput
          id="new-post-description"
          label={titleAt([...POST, 'description'])}
          value={description}
          onChange={setDescription}
          hint="The search-result description."
          long
        />
        <div className="field">
          <label htmlFor="new-post-image">{titleAt([...POST, 'image', 'src'])}</label>
          <select id="new-post-image" value={src} onChange={(e) => setSrc(e.target.value)}>
            {images.map((i) => (
              <option key={i.src} value={i.src}>
                {i.alt || pictureName(i.src)}
              </option>
            ))}
          </select>
        </div>
        <TextInput
          id="new-post-alt"
          label={titleAt([...POST, 'image', 'alt'])}
          value={alt}
          onChange={setAlt}
          hint="What the picture shows."
        />
        <TextInput
          id="new-post-body"
          label={`${titleAt([...POST, 'body'])} (first paragraph)`}
          value={paragraph}
          onChange={setParagraph}
          long
        />
        <Submit error={error} label="Add post" />
      </form>
    </Dialog>
  );
}

/** A dialog form's last row: what is wrong with it, if anything, and its one action. */
function Submit({ error, label }: { error: string; label: string }) {
  return (
    <>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="submit" className="primary">
          {label}
        </button>
      </div>
    </>
  );
}

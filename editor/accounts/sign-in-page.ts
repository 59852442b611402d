const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** No script at all, its own styles only, and never inside another site's frame. */
export const SIGN_IN_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; img-src data:; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  // Not no-referrer: with it Chromium sends "Origin: null" on the form's own post.
  'referrer-policy': 'same-origin',
};

// The editor's own colours (editor/ui/editor.css), so the two pages look like one tool.
const STYLE = `
:root{--ink:#14233a;--muted:#4a5b70;--line:#d5dde6;--surface:#fff;--canvas:#f3f6f9;--accent:#0b6e4f;--focus:#1d5fd0;--error:#b42318;--error-soft:#fdecea;
font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:var(--ink);background:var(--canvas);font-size:15px;line-height:1.45}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1rem}
main{width:100%;max-width:24rem;background:var(--surface);border:1px solid var(--line);border-radius:8px;padding:1.5rem}
h1{font-size:1.25rem;margin:0 0 .25rem}
.logo{color:var(--accent)}
p{margin:0 0 1rem;color:var(--muted)}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{font:inherit;color:inherit;width:100%;padding:.5rem .6rem;border:1px solid #8795a6;border-radius:8px;background:var(--surface)}
input[aria-invalid=true]{border-color:var(--error)}
button{font:inherit;width:100%;margin-top:1.25rem;padding:.55rem .8rem;border:1px solid var(--accent);border-radius:8px;background:var(--accent);color:#fff;font-weight:600;cursor:pointer}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.alert{margin:1rem 0 0;padding:.6rem .75rem;border-radius:8px;background:var(--error-soft);color:var(--error);font-weight:600}
code{font-size:.9em;word-break:break-word}`;

export interface SignInView {
  /** The address the person typed, kept after a refusal. */
  email?: string;
  /** Why the last try failed, announced to screen readers. */
  error?: string;
  /** No account exists yet, so nobody can sign in: say how to add one. */
  noAccounts?: boolean;
}

export function signInPage(view: SignInView): string {
  const invalid = view.error ? ' aria-invalid="true" aria-describedby="sign-in-error"' : '';
  const alert = view.error
    ? `<p class="alert" role="alert" id="sign-in-error">${escape(view.error)}</p>`
    : '';
  const intro = view.noAccounts
    ? '<p>No one can sign in yet: there is no account. On the machine that runs the editor, add one with <code>npm run edit:user -- add you@example.org --name "Your Name"</code>.</p>'
    : '<p>Sign in to change the site.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · site.json editor</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<main>
<h1><span class="logo" aria-hidden="true">◆</span> Sign in to the editor</h1>
${intro}
<form method="post" action="/sign-in">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escape(view.email ?? '')}"${invalid}${view.email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${view.email ? ' autofocus' : ''}>
${alert}
<button type="submit">Sign in</button>
</form>
</main>
</body>
</html>
`;
}

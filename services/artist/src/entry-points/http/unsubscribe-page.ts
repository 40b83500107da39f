const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface UnsubscribePage {
  title: string;
  text: string;
  /** shown as the one button: a POST to the same link */
  confirm?: string;
  productName: string;
}

/** A page of its own, without the site's scripts: it opens from a mail client, and a form POST needs no JavaScript. */
export const unsubscribePage = ({ title, text, confirm, productName }: UnsubscribePage) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escape(title)} · ${escape(productName)}</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { max-width: 28rem; padding: 2rem 1.5rem; text-align: center; }
  h1 { font-size: 1.5rem; margin: 0 0 .75rem; }
  p { line-height: 1.5; margin: 0 0 1.5rem; }
  button { font: inherit; padding: .7rem 1.4rem; border-radius: .5rem; border: 0; background: #1f1f1f; color: #fff; cursor: pointer; }
  @media (prefers-color-scheme: dark) { button { background: #f2f2f2; color: #111; } }
  a { color: inherit; }
</style></head>
<body><main>
  <h1>${escape(title)}</h1>
  <p>${escape(text)}</p>
  ${confirm ? `<form method="post"><button type="submit">${escape(confirm)}</button></form>` : `<a href="/">Back to ${escape(productName)}</a>`}
</main></body></html>`;

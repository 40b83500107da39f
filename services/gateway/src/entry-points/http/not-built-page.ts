/** What a visitor sees before the front end has been built: what is missing and the command that makes it. */
export function notBuiltPage(shellDir: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Front end not built yet</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#222}code{background:#f2f2f2;padding:.1rem .3rem;border-radius:3px}</style>
</head>
<body>
<h1>The front end is not built yet</h1>
<p>The gateway and the API are running, but there is no shell build in <code>${escapeHtml(shellDir)}</code>.</p>
<p>Build it at the repository root with <code>npm run build</code> (or start everything with <code>npm start</code>, which builds what is missing), then reload this page.</p>
</body>
</html>
`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Escapes text for HTML element content and double-quoted attribute values, so no
 * user-controlled text is ever read as markup.
 * @param value - any text (query values, emails, codes)
 */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Plain, readable styles shared by the simulator's HTML pages (allowed inline by their CSP). */
const STYLES = `
  body { font-family: Arial, Helvetica, sans-serif; font-size: 1.1875rem; line-height: 1.5; color: #212b32;
    background: #f0f4f5; margin: 0; }
  main { max-width: 60rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  h1 { font-size: 2rem; line-height: 1.2; }
  a { color: #005eb8; }
  a:focus, button:focus, input:focus { outline: 4px solid #ffeb3b; outline-offset: 0; box-shadow: 0 4px 0 #212b32; }
  .button { display: inline-block; background: #007f3b; color: #fff; padding: 0.75rem 1rem; font-weight: bold;
    text-decoration: none; border: 0; border-radius: 4px; box-shadow: 0 4px 0 #00401e; font-size: 1.1875rem;
    cursor: pointer; }
  .button.secondary { background: #4c6272; box-shadow: 0 4px 0 #263139; }
  table { border-collapse: collapse; width: 100%; background: #fff; }
  caption { text-align: left; font-weight: bold; font-size: 1.375rem; padding: 0.5rem 0; }
  th, td { text-align: left; vertical-align: top; border-bottom: 1px solid #d8dde0; padding: 0.5rem; }
  fieldset { border: 0; padding: 0; margin: 0 0 1rem; }
  legend { font-weight: bold; font-size: 1.375rem; }
  label { display: inline-block; margin: 0.25rem 0; }
  input[type=radio], input[type=checkbox] { width: 1.25rem; height: 1.25rem; margin-right: 0.5rem; vertical-align: middle; }
  dl { background: #fff; padding: 1rem; } dt { font-weight: bold; } dd { margin: 0 0 0.75rem; word-break: break-all; }
  .panel { background: #fff; padding: 1rem; border-left: 8px solid #005eb8; margin-bottom: 1.5rem; }
`;

/**
 * A complete, accessible HTML page: language, title, one main landmark.
 * @param title - the page title and h1 text (plain text; escaped here)
 * @param body - the main content, already-escaped HTML
 */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body>
<main id="main-content">
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

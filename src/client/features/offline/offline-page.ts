/**
 * The page shown when a page that is not kept for offline reading (a member page, or a public page
 * not read yet) is opened without a network. It is built inside the service worker, so it needs no
 * file on the server and carries no member data.
 */
export const OFFLINE_PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>You are offline | Riba-Free Community</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: #fbfaf5; color: #1e293b; }
  main { max-width: 32rem; margin: 15vh auto 0; padding: 0 1.5rem; line-height: 1.6; }
  h1 { color: #0f172a; font-size: 1.5rem; }
  a { color: #065f46; font-weight: 600; }
  @media (prefers-color-scheme: dark) {
    body { background: #0b1411; color: #e2e8f0; }
    h1 { color: #f8fafc; }
    a { color: #6ee7b7; }
  }
</style>
</head>
<body>
<main>
  <h1>You are offline</h1>
  <p>This page needs a connection. Your account pages are never stored on this device, so they open only when you are back online.</p>
  <p>Public pages you have already read, such as the <a href="/">home page</a> and the <a href="/transparency">transparency reports</a>, can still be opened.</p>
</main>
</body>
</html>`;

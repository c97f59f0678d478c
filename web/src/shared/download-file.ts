/**
 * Fetches a same-origin file with the session cookie and hands it to the
 * browser as a download under `fileName`. Throws when the server refuses
 * (no translations for the language, signed out, outage) so the caller can
 * say so instead of saving an error page.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked on the next tick: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
}

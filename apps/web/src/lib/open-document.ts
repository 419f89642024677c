/** How long a document's blob URL lives: its window reads it at once, a reload of the viewer a while later. */
const BLOB_URL_LIFETIME_MS = 5 * 60_000;

/**
 * Opens a file the API answers (a PDF) in a new window. The window is opened at once, inside the click, so that
 * pop-up blockers allow it, shows `waitingText` while the file downloads, and is then pointed at the file's blob URL.
 * When no window could be opened the file is downloaded instead. A failure closes the window and rejects.
 */
export async function openDocument(
  load: () => Promise<{ blob: Blob; fileName: string }>,
  waitingText: string,
): Promise<void> {
  const opened = window.open('', '_blank');
  if (opened) {
    opened.document.title = waitingText;
    opened.document.body.textContent = waitingText;
  }
  let file: { blob: Blob; fileName: string };
  try {
    file = await load();
  } catch (error) {
    opened?.close();
    throw error;
  }
  const url = URL.createObjectURL(file.blob);
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
  if (opened && !opened.closed) {
    opened.location.href = url;
    return;
  }
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Hands a file to the browser's downloads, as a link with `download` would. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  try {
    link.click()
  } finally {
    link.remove()
    // The download has started from the URL by now; a later revoke only frees the memory.
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }
}

/** A file size in KB with one decimal (docs/product.md#screens-and-routes), e.g. 1536 -> "1.5". */
export function formatKilobytes(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

/** The content cannot be made into a thumbnail (malformed, truncated, over a limit): recorded, never retried. */
export class RenderRefused extends Error {
  constructor(readonly reason: string) {
    super(`Thumbnail refused: ${reason}`);
  }
}

/**
 * V8 puts a string above 128 KB straight into its large-object space, which only a full
 * garbage collection frees: joined batches of sheet XML or CSV piled up there by the hundred
 * megabytes during one export. Text is handed on in pieces well below that size instead
 * (32 K characters stay under it even when Arabic makes every character two bytes).
 */
export const CHUNK_CHARS = 32 * 1024;

/** Collects small strings and gives them back joined, about CHUNK_CHARS at a time. */
export class TextChunks {
  #parts: string[] = [];
  #length = 0;

  /** Adds text; returns the joined chunk once it is full, else null. */
  add(text: string): string | null {
    this.#parts.push(text);
    this.#length += text.length;
    return this.#length >= CHUNK_CHARS ? this.take() : null;
  }

  /** What is collected so far, joined ('' when nothing is). */
  take(): string {
    const chunk = this.#parts.join('');
    this.#parts = [];
    this.#length = 0;
    return chunk;
  }
}

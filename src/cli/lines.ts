// Text inputs read line by line as the bytes come, in memory bounded by the longest line a reader
// takes, never as one string: a checkpoint or a merge's input of many GB, or an endless one
// (/dev/zero), costs no more memory than its longest line. A UTF-8 byte order mark before the
// first line is dropped, and a line's final "\r" (CRLF), for every reader alike.

/** A line longer than its reader takes: "cannot read FILE: line L is longer than ...". */
export class LineTooLong extends Error {}

export class LineSplitter {
  private parts: Buffer[] = [];
  private pending = 0;
  /** Lines handed over so far. */
  private lines = 0;
  /** The byte offset in the input where the line being gathered starts. */
  lineStart = 0;

  /** `onLine(text, number, start)` for each line ended by "\n"; `what` says what a line is, for
   *  the message about one longer than `maxBytes`. */
  constructor(private readonly maxBytes: number, private readonly what: string, private readonly onLine: (text: string, number: number, start: number) => void) {}

  push(chunk: Uint8Array): void {
    // a line within the chunk is decoded from it in place; one begun in an earlier chunk is gathered
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let at = 0;
    for (let nl = bytes.indexOf(10); nl !== -1; nl = bytes.indexOf(10, at)) {
      const start = this.lineStart;
      let text: string;
      if (this.pending === 0) {
        if (nl - at > this.maxBytes) this.tooLong();
        text = bytes.toString("utf8", at, nl);
        this.lineStart += nl - at + 1;
      } else {
        this.add(bytes.subarray(at, nl));
        this.lineStart += this.pending + 1;
        text = this.joined();
      }
      this.onLine(this.trimmed(text), ++this.lines, start);
      at = nl + 1;
    }
    this.add(bytes.subarray(at));
  }

  /** The text after the last "\n" (a line without its newline), or undefined when there is none. */
  end(): string | undefined {
    if (this.pending === 0) return undefined;
    const text = this.trimmed(this.joined());
    this.lines++;
    return text;
  }

  /** The number the last line handed over (or returned by end) had. */
  get lineNumber(): number {
    return this.lines;
  }

  private tooLong(): never {
    throw new LineTooLong(`line ${this.lines + 1} is longer than ${this.maxBytes} bytes (${this.what})`);
  }

  private add(bytes: Uint8Array): void {
    if (bytes.length === 0) return;
    if (this.pending + bytes.length > this.maxBytes) this.tooLong();
    this.parts.push(Buffer.from(bytes)); // a copy: readers reuse their buffers
    this.pending += bytes.length;
  }

  /** The line gathered from earlier chunks. */
  private joined(): string {
    const text = (this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts, this.pending)).toString("utf8");
    this.parts = [];
    this.pending = 0;
    return text;
  }

  /** A line without the first one's byte order mark and a final "\r". */
  private trimmed(text: string): string {
    if (this.lines === 0 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    return text.endsWith("\r") ? text.slice(0, -1) : text;
  }
}

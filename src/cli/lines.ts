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
    let at = 0;
    for (let nl = chunk.indexOf(10); nl !== -1; nl = chunk.indexOf(10, at)) {
      this.add(chunk.subarray(at, nl));
      const start = this.lineStart;
      this.lineStart += this.pending + 1;
      this.onLine(this.take(), ++this.lines, start);
      at = nl + 1;
    }
    this.add(chunk.subarray(at));
  }

  /** The text after the last "\n" (a line without its newline), or undefined when there is none. */
  end(): string | undefined {
    if (this.pending === 0) return undefined;
    const text = this.take();
    this.lines++;
    return text;
  }

  /** The number the last line handed over (or returned by end) had. */
  get lineNumber(): number {
    return this.lines;
  }

  private add(bytes: Uint8Array): void {
    if (bytes.length === 0) return;
    if (this.pending + bytes.length > this.maxBytes) {
      throw new LineTooLong(`line ${this.lines + 1} is longer than ${this.maxBytes} bytes (${this.what})`);
    }
    this.parts.push(Buffer.from(bytes)); // a copy: readers reuse their buffers
    this.pending += bytes.length;
  }

  private take(): string {
    let text = (this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts, this.pending)).toString("utf8");
    this.parts = [];
    this.pending = 0;
    if (this.lines === 0 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    return text.endsWith("\r") ? text.slice(0, -1) : text;
  }
}

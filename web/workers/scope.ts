// A worker's end of its messages, typed by what it receives and sends. The page is compiled
// with the DOM's types, where `self` is a Window: its postMessage(message, { transfer }) form is
// the one a dedicated worker's scope has too.

export interface WorkerScope<Receives, Sends> {
  postMessage(message: Sends, transfer?: Transferable[]): void;
  addEventListener(type: "message", listener: (event: MessageEvent<Receives>) => void): void;
}

export function workerScope<Receives, Sends>(): WorkerScope<Receives, Sends> {
  return {
    postMessage: (message, transfer = []) => self.postMessage(message, { transfer }),
    addEventListener: (type, listener) => self.addEventListener(type, listener),
  };
}

// The focused benches report the machine and the median as `nqueens bench` does (src/bench/).
import { machine as nodeMachine } from "../src/bench/machine-node.js";
import { machineLine } from "../src/bench/summary.js";

export { median } from "../src/bench/summary.js";

export const machine = (): string => machineLine(nodeMachine());

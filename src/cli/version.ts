/** This build's version, as package.json has it (test/count-records.test.ts holds them equal):
 *  every count's result line names it, so merge never adds up the work of different builds. */
export const VERSION = "0.1.0";

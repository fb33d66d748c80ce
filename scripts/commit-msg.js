// The commit message check (CONTRIBUTING.md): a subject of at most 72 characters in the
// imperative, a blank line, then the body with the why and the numbers. Git runs it as the
// commit-msg hook (`git config core.hooksPath .githooks`) with the message file's path.
import { readFileSync } from "node:fs";

export const MAX_SUBJECT = 72;

/** What is wrong with a commit message, one line each; none when it is fine. */
export function messageProblems(text) {
  const lines = text.split("\n").filter((line) => !line.startsWith("#"));
  const subject = lines[0] ?? "";
  // git writes these subjects itself
  if (/^(Merge|Revert|fixup!|squash!|amend!) /.test(subject)) return [];
  const problems = [];
  if (subject.trim() === "") problems.push("the subject (first line) is empty");
  if (subject.length > MAX_SUBJECT) problems.push(`the subject is ${subject.length} characters; at most ${MAX_SUBJECT} (put the numbers in the body)`);
  if (/[.:;,]$/.test(subject)) problems.push("the subject ends with punctuation");
  if (/^\S+(ed|ing|es)\b/i.test(subject) && !/^(Speed|Need|Feed|Embed|Seed|Shed|Bring|String|Ring)\b/i.test(subject))
    problems.push(`the subject starts with "${subject.split(/\s/)[0]}": use the imperative ("Add", "Fix", "Stream")`);
  if (lines.length > 1 && lines[1].trim() !== "") problems.push("the second line is not blank: a blank line separates the subject from the body");
  return problems;
}

if (process.argv[2]) {
  const problems = messageProblems(readFileSync(process.argv[2], "utf8"));
  for (const problem of problems) console.error(`commit-msg: ${problem}`);
  process.exit(problems.length === 0 ? 0 : 1);
}

import type { RoundMessage, RoundState } from '../../rules/round-state.ts';

// A playing window's entry is played by the solo rules, but its verdicts are withheld to the tournament's close
// (decision 0173): an entrant told each verdict could pass the set's outcomes to one who has not played yet. So its
// answers are told as a live round's are, locked in, the same message for a right and a wrong call.

/** The rules' messages for a tournament entry: each questionAnswered becomes answerLocked with the entry's call. */
export function lockInAnswers(messages: RoundMessage[], after: RoundState): RoundMessage[] {
  if (!messages.some((message) => message.type === 'questionAnswered')) return messages;
  return messages.map((message) => {
    if (message.type !== 'questionAnswered') return message;
    const answer = after.questions[message.questionIndex]?.answer;
    if (!answer) throw new Error(`Question ${message.questionIndex} was answered with no call`);
    return { audience: message.audience, type: 'answerLocked', questionIndex: message.questionIndex, answer };
  });
}

import { describe, expect, it } from 'vitest';
import { gameRecap } from '../testing/fixtures.ts';
import { shareCardFacts, shareCardText } from './share-card.ts';

describe('the share card', () => {
  it('says the score, the league, the level and the odds, and marks each question', () => {
    const facts = shareCardFacts(gameRecap({ difficulty: 'hard', odds: 2.5 }));
    expect(facts).toMatchObject({ score: 4, totalQuestions: 5, accuracy: 80, league: 'Premier League', level: 'Hard' });
    expect(facts.marks).toEqual(['right', 'right', 'wrong', 'right', 'right']);
    const { headline, detail, text } = shareCardText(facts);
    expect(headline).toBe('4/5 right');
    expect(detail).toBe('Premier League · Hard · odds 2.50');
    expect(text).toBe('Goal or Miss: 4/5 right (80%) · Premier League · Hard · odds 2.50\n🟩🟩🟥🟩🟩');
  });

  it('never tells how an unplayed clip ended, nor the money', () => {
    const base = gameRecap();
    const questions = base.questions.map((question) =>
      question.questionIndex < 2
        ? question
        : { ...question, answer: null, outcome: null, isCorrect: null, postVideoLink: null },
    );
    const facts = shareCardFacts({ ...base, questions, score: 2, answered: 2, won: false });
    expect(facts.marks).toEqual(['right', 'right', 'none', 'none', 'none']);
    const { text } = shareCardText(facts);
    expect(text.replace('Goal or Miss:', '')).not.toMatch(/goal\b|miss\b|\$|8\.40|3\.40/i);
    expect(JSON.stringify(facts)).not.toMatch(/"(goal|miss)"/);
  });
});

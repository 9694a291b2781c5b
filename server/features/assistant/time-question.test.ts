import { describe, expect, test } from 'vitest';
import { nameAnswersTo, timeAskedAbout, understandTimeQuestion } from './time-question.ts';

describe('the time of day a question names', () => {
  test.each([
    ['Can I book a chef at 3 AM?', '03:00'],
    ['can i book a chef at 3am', '03:00'],
    ['Book a chef for 3 a.m.?', '03:00'],
    ['Is 11:30 p.m. possible?', '23:30'],
    ['12 am', '00:00'],
    ['12 pm', '12:00'],
    ['a chef at 3 at night', '03:00'],
    ['11 at night', '23:00'],
    ["at 7 o'clock in the morning", '07:00'],
    ['at 8 in the evening', '20:00'],
    ['at midnight', '00:00'],
    ['at noon', '12:00'],
    ['at 15:30', '15:30'],
    ['Ar galiu užsakyti 3 val. nakties?', '03:00'],
    ['Ar galiu užsakyti šefą 3 valandą nakties?', '03:00'],
    ['šefas 8 vakaro', '20:00'],
    ['3 val. dienos', '15:00'],
    ['3 po pietų', '15:00'],
    ['naktį 2 val.', '02:00'],
    ['15 val.', '15:00'],
    ['Ar galiu užsakyti apie 15 val.?', '15:00'],
    ['vidurnaktį', '00:00'],
  ])('%s -> %s', (text, time) => {
    expect(timeAskedAbout(text)).toBe(time);
  });

  test.each([
    'Can I book a chef at 3?',
    'How much is the portal fee?',
    'Georgian chefs in Vilnius under 30 euro an hour',
    'I am hungry',
    '2 people for dinner',
    'at 25:00',
    'at 13 pm',
    // Lengths of time, not times of day.
    'Ar galiu užsakyti likus 2 val. iki paslaugos?',
    'Ar galima užsakyti 24 val. iš anksto?',
    'Ar šefas atvyksta prieš 3 val.?',
  ])('%s names no time', (text) => {
    expect(timeAskedAbout(text)).toBeUndefined();
  });
});

describe('a question about booking at a time', () => {
  test.each([
    ['Can I book a chef at 3 AM?', []],
    ['Ar galiu užsakyti 3 val. nakties?', []],
    ['Ar galiu užsisakyti šefą 3 val. nakties?', []],
    ['Can I book Ona Petrauskienė at 3 AM?', ['ona', 'petrauskiene']],
    ['Ar galiu užsakyti Oną 3 val. nakties?', ['ona']],
    ['Will onos-virtuve come at 11 pm?', ['onos', 'virtuve']],
  ])('%s: the words that may name a chef are %j', (text, nameWords) => {
    expect(understandTimeQuestion(text)).toEqual({ time: expect.stringMatching(/^\d{2}:\d{2}$/), nameWords });
  });

  test.each([
    // A time but not about booking, or about something else that has a time.
    'What happens at 3 AM?',
    'Can I cancel my order at 3 AM?',
    'Ar galiu atšaukti užsakymą 3 val. nakties?',
    // About booking but no time.
    'Can I book a chef?',
  ])('%s is not one', (text) => {
    expect(understandTimeQuestion(text)).toBeUndefined();
  });
});

describe('a chef named in any Lithuanian case', () => {
  test.each([
    ['Ona Petrauskienė', 'ona', true],
    ['Ona Petrauskienė', 'oną', true],
    ['Ona Petrauskienė', 'onos', true],
    ['Ona Petrauskienė', 'petrauskienę', true],
    ['Ona Petrauskienė onos-virtuve', 'virtuve', true],
    ['Ona Petrauskienė', 'jonas', false],
    ['Jonas Jonaitis', 'ona', false],
    ['Ona Petrauskienė', 'on', false],
    ['Ona Petrauskienė', 'dinner', false],
  ])('%s answers to %s: %s', (name, word, answers) => {
    expect(nameAnswersTo(name, word)).toBe(answers);
  });
});

import { i18n } from 'shared-kernel/i18n';
import { ICEBREAKER_COUNT, icebreakerLines, type Translate } from './icebreakers';
import '../i18n';

const t: Translate = (key, options) => i18n.getFixedT('nl', 'members')(key, options);

const profile = { name: 'Lotte', city: 'Utrecht', interests: ['Wandelen', 'Koken'] };

describe('icebreakerLines', () => {
  it('offers six lines: name, first interest and city first, then lines for anyone', () => {
    const lines = icebreakerLines(profile, t);
    expect(lines).toHaveLength(ICEBREAKER_COUNT);
    expect(lines.map((l) => [l.id, l.personal])).toEqual([
      ['name', true],
      ['interest', true],
      ['city', true],
      ['dayOff', false],
      ['happy', false],
      ['coffee', false],
    ]);
    expect(lines[0]!.text).toBe('Hoi Lotte! Jouw profiel sprong er echt uit. Hoe is je week tot nu toe?');
    // The interest in lower case inside the sentence.
    expect(lines[1]!.text).toBe('Ik zag dat je van wandelen houdt. Wat vind je daar het leukst aan?');
    expect(lines[2]!.text).toBe('Hoe bevalt het wonen in Utrecht? Heb je een favoriete plek die ik echt moet zien?');
    expect(lines[3]!.text).toBe('Als je morgen een dag vrij had, wat zou je dan gaan doen?');
    expect(new Set(lines.map((l) => l.text)).size).toBe(ICEBREAKER_COUNT);
  });

  it('fills up with lines for anyone when the profile has no interests', () => {
    const lines = icebreakerLines({ ...profile, interests: [] }, t);
    expect(lines.map((l) => l.id)).toEqual(['name', 'city', 'dayOff', 'happy', 'coffee', 'place']);
    expect(lines.some((l) => l.text.includes('houdt'))).toBe(false);
    expect(lines[5]!.text).toBe('Wat is het mooiste plekje waar je ooit bent geweest?');
  });

  it('skips blank values and keeps names as written', () => {
    const lines = icebreakerLines({ name: '  Anne-Fleur ', city: ' ', interests: ['  ', 'Uit eten'] }, t);
    expect(lines.map((l) => l.id)).toEqual(['name', 'interest', 'dayOff', 'happy', 'coffee', 'place']);
    expect(lines[0]!.text).toContain('Hoi Anne-Fleur!');
    expect(lines[1]!.text).toContain('van uit eten houdt');
  });

  it('gives the same lines for the same profile', () => {
    expect(icebreakerLines(profile, t)).toEqual(icebreakerLines({ ...profile }, t));
  });
});

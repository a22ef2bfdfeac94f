import { api } from 'shared-kernel/contract';
import { expectError, useMembersApp } from './members-helpers';

const t = useMembersApp({ emptyEachTest: true });

const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/lander.php?${query}`, headers: { host: 'localhost' } });

async function campaignOf(query: string) {
  const res = await get(query);
  expect(res.statusCode).toBe(200);
  return api.lander.response.parse(res.json()).campaign;
}

/** A visible member with a photo (hero members and lander lists show faces). */
async function memberWithPhoto(options: Parameters<typeof t.member>[0] = {}) {
  const m = await t.member(options);
  await t.db.kysely
    .insertInto('photos')
    .values({ profile_id: m.profileId, filename: `p/${m.profileId}.jpg`, thumb_filename: `p/${m.profileId}-t.jpg`, position: 0, status: 'active' })
    .execute();
  return m;
}

afterEach(async () => {
  await t.db.kysely.deleteFrom('lander_campaigns').where('slug', 'like', 'test-%').execute();
});

describe('GET /api/lander.php', () => {
  test('without a slug: the lander’s default campaign, public and cacheable', async () => {
    const res = await get('variant=gallery');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { campaign } = api.lander.response.parse(res.json());
    expect(campaign).toMatchObject({ variant: 'gallery', slug: null, headline: 'Singles bij jou in de buurt', niche: 'default' });
  });

  test('a lander’s own default campaign comes before the default of every lander', async () => {
    expect((await campaignOf('variant=alonetonight')).headline).toBe('Vanavond niet alleen');
  });

  test('a seeded slug selects its campaign: headline, region and its name, niche and filters', async () => {
    expect(await campaignOf('variant=gallery&slug=amsterdam')).toMatchObject({
      slug: 'amsterdam',
      headline: 'Singles uit Amsterdam en omgeving',
      country: 'NL',
      region: 'NL-NH',
      region_name: 'Noord-Holland',
      gender: 'female',
    });
    expect(await campaignOf('variant=collagelanding&slug=rijpe-vrouwen')).toMatchObject({ niche: 'milf', min_age: 40, max_age: null });
  });

  test.each(['bestaat-niet', 'HOOFDLETTERS', '../../etc', 'lang'.repeat(50)])('an unknown or malformed slug (%s) gives the default campaign, never a 404', async (slug) => {
    const campaign = await campaignOf(`variant=gallery&slug=${encodeURIComponent(slug)}`);
    expect(campaign).toMatchObject({ slug: null, headline: 'Singles bij jou in de buurt' });
  });

  test('a campaign of one lander is not another lander’s; an inactive one is the default', async () => {
    await t.db.kysely
      .insertInto('lander_campaigns')
      .values([
        { variant: 'gallery', slug: 'test-zomer', headline: 'Zomer in de galerij' },
        { variant: null, slug: 'test-uit', headline: 'Afgelopen actie', active: false },
      ])
      .execute();
    expect((await campaignOf('variant=gallery&slug=test-zomer')).headline).toBe('Zomer in de galerij');
    expect((await campaignOf('variant=tinderswipe&slug=test-zomer')).slug).toBeNull();
    expect((await campaignOf('variant=gallery&slug=test-uit')).slug).toBeNull();
  });

  test('marketing edits a campaign in the table and the next answer has it, without a deployment', async () => {
    await t.db.kysely.insertInto('lander_campaigns').values({ variant: null, slug: 'test-edit', headline: 'Eerste versie' }).execute();
    expect((await campaignOf('variant=gallery&slug=test-edit')).headline).toBe('Eerste versie');
    await t.db.kysely.updateTable('lander_campaigns').set({ headline: 'Tweede versie' }).where('slug', '=', 'test-edit').execute();
    expect((await campaignOf('variant=gallery&slug=test-edit')).headline).toBe('Tweede versie');
  });

  test('hero members: the chosen ones still visible in their order, filled up from the campaign’s filters, at most 4', async () => {
    const chosen = await memberWithPhoto({ gender: 'female' });
    const hidden = await memberWithPhoto({ gender: 'female' });
    await t.db.kysely.updateTable('profiles').set({ invisible: true }).where('id', '=', hidden.profileId).execute();
    const man = await memberWithPhoto({ gender: 'male' });
    const noPhoto = await t.member({ gender: 'female' });
    const others = [];
    for (let i = 0; i < 5; i++) others.push(await memberWithPhoto({ gender: 'female' }));
    await t.db.kysely
      .insertInto('lander_campaigns')
      .values({ variant: null, slug: 'test-heroes', headline: 'Helden', gender: 'female', hero_profile_ids: [hidden.profileId, chosen.profileId] })
      .execute();
    const campaign = await campaignOf('variant=gallery&slug=test-heroes');
    const ids = campaign.hero_members.map((m) => m.id);
    expect(ids).toHaveLength(4);
    expect(ids[0]).toBe(chosen.profileId);
    expect(ids).not.toContain(hidden.profileId);
    expect(ids).not.toContain(man.profileId);
    expect(ids).not.toContain(noPhoto.profileId);
    expect(campaign.hero_members[0]?.main_image).toEqual({ filename: `p/${chosen.profileId}.jpg`, thumb_filename: `p/${chosen.profileId}-t.jpg` });
  });

  test('the age filter of a campaign holds for the hero members', async () => {
    const young = await memberWithPhoto({ birthdate: '2004-01-01' });
    const older = await memberWithPhoto({ birthdate: '1975-01-01' });
    const ids = (await campaignOf('variant=gallery&slug=rijpe-vrouwen')).hero_members.map((m) => m.id);
    expect(ids).toContain(older.profileId);
    expect(ids).not.toContain(young.profileId);
  });

  test('a malformed lander name or an unknown parameter is a 400', async () => {
    expectError(await get('variant=Gallery%20X'), 400, 'validation_error');
    expectError(await get('variant=gallery&x=1'), 400, 'validation_error');
    expectError(await get(''), 400, 'validation_error');
  });
});

import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFixtureVideo } from '../helpers/fixture-videos.ts';
import { signedInOperator } from '../helpers/operator.ts';
import { startTestApp, type TestApp } from '../helpers/start-test-app.ts';

const HEADER = 'league,year,goalType,outcome,preVideo,postVideo,xG';

describe('the console imports a manifest by upload, as the clips CLI does', () => {
  let t: TestApp;
  let operator: Awaited<ReturnType<typeof signedInOperator>>;
  beforeAll(async () => {
    t = await startTestApp();
    const videos = join(t.app.config.dataDir, 'imports', 'videos');
    await Promise.all([
      makeFixtureVideo(join(videos, 'a-pre.mp4'), 0),
      makeFixtureVideo(join(videos, 'a-post.mp4'), 90),
    ]);
    operator = await signedInOperator(t);
  });
  afterAll(() => t.close());

  const upload = (manifest: string, format = 'csv') =>
    operator.client.post('/api/admin/clips/import', { format, manifest });

  it('imports the good rows from the import folder, reports the bad ones by line, and audits it', async () => {
    const manifest = [
      HEADER,
      'Upload League,2021,Shot,goal,videos/a-pre.mp4,videos/a-post.mp4,0.4',
      'Upload League,2021,Shot,miss,videos/none.mp4,videos/a-post.mp4,0.2',
    ].join('\n');
    const response = await upload(manifest);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toMatchObject({ rows: 2, alreadyImported: [], rejected: [{ line: 3 }] });
    const [imported] = response.body.data.imported;
    const clips = await operator.client.get('/api/admin/clips?league=Upload%20League');
    expect(clips.body.data).toEqual([
      expect.objectContaining({ id: imported.clipId, source: 'manifest', outcome: 'goal' }),
    ]);

    t.clock.advance(1_000);
    const again = await upload(manifest);
    expect(again.body.data).toMatchObject({ imported: [], alreadyImported: [{ clipId: imported.clipId }] });

    const audit = await operator.client.get('/api/admin/audit?entityType=clip-import');
    expect(audit.body.data[1]).toMatchObject({
      action: 'clip.import',
      actor: operator.user.email,
      after: { rows: 2, imported: [imported.clipId], alreadyImported: 0, rejected: 1 },
    });
  });

  it('refuses video paths outside the import folder, and a manifest that cannot be read, changing nothing', async () => {
    const before = (await operator.client.get('/api/admin/audit?entityType=clip-import')).body.data.length;
    for (const path of ['/etc/passwd', '../secrets.json', 'videos/../../x.mp4']) {
      const response = await upload(`${HEADER}\nUpload League,2021,Shot,goal,${path},videos/a-post.mp4,0.4`);
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(
        'Line 2: video paths must be relative to the import folder and stay inside it',
      );
    }
    expect((await upload('{"not": "a list"}', 'json')).status).toBe(400);
    expect((await upload(HEADER, 'xml')).status).toBe(400);
    expect((await operator.client.get('/api/admin/audit?entityType=clip-import')).body.data).toHaveLength(before);
  });
});

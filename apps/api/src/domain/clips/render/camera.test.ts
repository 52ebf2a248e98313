import { describe, expect, it } from 'vitest';
import { createCamera, project, projectPolygon } from './camera.ts';

const camera = createCamera({
  eye: { x: 20, y: 0, z: 10 },
  target: { x: 52.5, y: 0, z: 0 },
  verticalFovRad: Math.PI / 5,
  width: 640,
  height: 360,
});

describe('camera', () => {
  it('puts the target at the centre of the screen', () => {
    const p = project(camera, 52.5, 0, 0)!;
    expect(p.x).toBeCloseTo(320, 6);
    expect(p.y).toBeCloseTo(180, 6);
  });

  it('shows +y on the left and height upward, nearer things larger', () => {
    const left = project(camera, 40, 5, 0)!;
    const right = project(camera, 40, -5, 0)!;
    expect(left.x).toBeLessThan(320);
    expect(right.x).toBeGreaterThan(320);
    const foot = project(camera, 40, 0, 0)!;
    const head = project(camera, 40, 0, 1.8)!;
    expect(head.y).toBeLessThan(foot.y);
    const far = project(camera, 50, 0, 0)!;
    expect(far.depth).toBeGreaterThan(foot.depth);
  });

  it('does not project points behind the camera and clips polygons at the near plane', () => {
    expect(project(camera, 0, 0, 0)).toBeNull();
    const ground = projectPolygon(camera, [
      { x: -50, y: -10, z: 0 },
      { x: 50, y: -10, z: 0 },
      { x: 50, y: 10, z: 0 },
      { x: -50, y: 10, z: 0 },
    ]);
    expect(ground.length).toBeGreaterThanOrEqual(8);
    expect(ground.every(Number.isFinite)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { createCamera } from './camera.ts';
import { ballBox, ballTrailBox } from './draw-ball.ts';
import { BOX_MARGIN_PX } from './draw-shapes.ts';
import { VIDEO_HEIGHT_PX, VIDEO_WIDTH_PX } from './render-settings.ts';

// A broadcast camera 40 m behind the penalty spot, looking at the goal.
const camera = createCamera({
  eye: { x: 50, y: 0, z: 10 },
  target: { x: 105, y: 0, z: 1 },
  verticalFovRad: 0.35,
  width: VIDEO_WIDTH_PX,
  height: VIDEO_HEIGHT_PX,
});

describe('the ball on screen', () => {
  it('is at least 8 px across at 854×480, even on the goal line', () => {
    const box = ballBox(camera, { x: 105, y: 0, z: 0.11 })!;
    // The box has a margin of its own around the disc.
    expect(box.right - box.left - 2 * BOX_MARGIN_PX).toBeGreaterThanOrEqual(8);
    expect(box.bottom - box.top - 2 * BOX_MARGIN_PX).toBeGreaterThanOrEqual(8);
  });

  it('streaks when it flies: the trail reaches back to where it was', () => {
    const ball = { x: 100, y: 1, z: 1.5 };
    const trail = [1, 2, 3, 4].map((k) => ({ x: 100 - k * 1.1, y: 1 - k * 0.1, z: 1.5 - k * 0.05 }));
    const head = ballBox(camera, ball)!;
    const streak = ballTrailBox(camera, ball, trail)!;
    expect(streak).not.toBeNull();
    expect(streak.bottom - streak.top).toBeGreaterThan(head.bottom - head.top);
  });

  it('has no trail standing still or barely rolling', () => {
    const ball = { x: 94, y: 0, z: 0.11 };
    expect(ballTrailBox(camera, ball, [ball, ball])).toBeNull();
    expect(ballTrailBox(camera, ball, [{ x: 93.98, y: 0, z: 0.11 }])).toBeNull();
  });
});

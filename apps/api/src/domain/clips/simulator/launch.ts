// From a launch (direction, pace, spin in the launch's own frame) to the world vectors the flight uses.
import type { Vec3 } from './types.ts';

export function launchVelocity(yaw: number, pitch: number, speed: number): Vec3 {
  return {
    x: speed * Math.cos(pitch) * Math.cos(yaw),
    y: speed * Math.cos(pitch) * Math.sin(yaw),
    z: speed * Math.sin(pitch),
  };
}

/**
 * Spin as a Magnus vector (a = spin × v). Side spin turns about the vertical: positive bends the ball to its
 * left (+y when shot along +x). Top spin turns about the horizontal axis to the ball's left: it makes the ball dip.
 */
export function spinVector(yaw: number, sideSpin: number, topSpin: number): Vec3 {
  return { x: -Math.sin(yaw) * topSpin, y: Math.cos(yaw) * topSpin, z: sideSpin };
}

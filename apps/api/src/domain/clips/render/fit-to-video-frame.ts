// The ffmpeg filters that bring any operator video to the rendered clips' picture: square pixels, scaled to fit
// inside the frame keeping its shape, letterboxed (or pillarboxed) in black, at the render frame rate.
import { VIDEO_FPS, VIDEO_HEIGHT_PX, VIDEO_WIDTH_PX } from './render-settings.ts';

export function fitToVideoFrameFilters(): string[] {
  const w = VIDEO_WIDTH_PX;
  const h = VIDEO_HEIGHT_PX;
  return [
    // Non-square pixels (anamorphic sources) become square first, so the picture keeps its shape.
    'scale=trunc(iw*sar/2)*2:ih',
    'setsar=1',
    // Fit inside the frame keeping the shape, at even sizes (yuv420p needs them). Spelled out rather than with
    // force_divisible_by, which the packaged ffmpeg (a 2018 build) does not know.
    `scale=w='trunc(min(${w}/iw,${h}/ih)*iw/2)*2':h='trunc(min(${w}/iw,${h}/ih)*ih/2)*2'`,
    `pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2:color=black`,
    `fps=${VIDEO_FPS}`,
    'format=yuv420p',
  ];
}

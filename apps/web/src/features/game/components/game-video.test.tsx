import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GameVideo } from './game-video.tsx';
import type { GameVideoProps } from './game-video.tsx';

function renderVideo(props: Partial<GameVideoProps> = {}) {
  return render(
    <GameVideo clipNumber={2} src="/api/media/pre" phase="pre" muted verdict={null} canReplay {...props} />,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the clip player', () => {
  it('marks the frozen last frame and lets the player run the clip again while the call is open', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderVideo();
    const video = screen.getByTestId('game-video') as HTMLVideoElement;
    fireEvent.loadedData(video);
    expect(screen.queryByTestId('frozen-tag')).toBeNull();
    expect(screen.getByTestId('clip-caption').textContent).toBe('Clip 2: it stops just before the shot');

    fireEvent.ended(video);
    expect(screen.getByTestId('frozen-tag').textContent).toBe('FROZEN');
    expect(screen.getByTestId('clip-caption').textContent).toBe('Clip 2 froze before the shot: make your call');
    video.currentTime = 3.9;
    await userEvent.click(screen.getByRole('button', { name: 'Replay clip' }));
    expect(video.currentTime).toBe(0);
    expect(play).toHaveBeenCalled();
    expect(screen.queryByTestId('frozen-tag')).toBeNull();
  });

  it('offers no replay once the call is made, and never freezes the post-answer video', () => {
    const { rerender } = renderVideo({ canReplay: false });
    fireEvent.ended(screen.getByTestId('game-video'));
    expect(screen.getByTestId('frozen-tag')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Replay clip' })).toBeNull();
    rerender(<GameVideo clipNumber={2} src="/api/media/post" phase="post" muted verdict="right" canReplay={false} />);
    fireEvent.ended(screen.getByTestId('game-video'));
    expect(screen.queryByTestId('frozen-tag')).toBeNull();
    expect(screen.getByTestId('clip-frame').dataset.verdict).toBe('right');
  });

  it('goes full screen, frame and all, on a tap on the picture', async () => {
    const requestFullscreen = vi.fn().mockResolvedValue(undefined);
    // jsdom has no Fullscreen API.
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { value: requestFullscreen, configurable: true });
    onTestFinished(() => void Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen'));
    renderVideo();
    await userEvent.click(screen.getByTestId('game-video'));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    expect(requestFullscreen.mock.contexts[0]).toBe(screen.getByTestId('clip-frame'));
    await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(requestFullscreen).toHaveBeenCalledTimes(2);
  });

  it('plays with sound only when the sound is on', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { rerender } = renderVideo({ muted: true });
    const video = screen.getByTestId('game-video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    rerender(<GameVideo clipNumber={2} src="/api/media/pre" phase="pre" muted={false} verdict={null} canReplay />);
    expect(video.muted).toBe(false);
  });
});

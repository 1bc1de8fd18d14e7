import { useEffect, type RefObject } from 'react';

/**
 * Mirrors the machine's fullscreen state on the stage with the browser's Fullscreen API, and
 * reports the browser leaving it (Escape). Where the API is missing or refuses (iPhone Safari),
 * the stage covers the window with CSS instead, so fullscreen still works.
 */
export function useStageFullscreen(
  stage: RefObject<HTMLElement | null>,
  isFullscreen: boolean,
  onExited: () => void,
) {
  useEffect(() => {
    const element = stage.current;
    if (!element || !document.fullscreenEnabled) return;
    if (isFullscreen && document.fullscreenElement !== element) {
      element.requestFullscreen().catch(() => undefined);
    } else if (!isFullscreen && document.fullscreenElement === element) {
      void document.exitFullscreen();
    }
  }, [stage, isFullscreen]);

  useEffect(() => {
    const onChange = () => {
      if (document.fullscreenElement === null) onExited();
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [onExited]);

  // Leaving the page leaves fullscreen too.
  useEffect(() => {
    const element = stage.current;
    return () => {
      if (element && document.fullscreenElement === element) void document.exitFullscreen();
    };
  }, [stage]);
}

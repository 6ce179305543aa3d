import { createContext } from 'react';

/** Starts loading the screen of a path (the app provides it; without it, links just link). */
export type PreloadRota = (path: string) => void;

export const PreloadContext = createContext<PreloadRota>(() => undefined);

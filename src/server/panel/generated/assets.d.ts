// Types for the generated panel assets (scripts/generate-panel.mjs).
export interface PanelAsset {
  /** The Content-Type it is served with. */
  type: string;
  body: string;
  /** A strong ETag: the first 24 hex of the body's SHA-256, quoted. */
  etag: string;
}

export declare const PANEL_ASSETS: Record<string, PanelAsset>;

// Entry of the panel's bundle (scripts/generate-panel.mjs bundles it with Preact and htm).
import { render } from 'preact';
import { App } from './app.js';
import { html } from './html.js';

render(html`<${App} />`, document.getElementById('app'));

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/index.tsx';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element to mount the app in.');

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

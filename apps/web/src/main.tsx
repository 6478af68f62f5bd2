import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { configurePrimeReactLocale } from './ui/primereact-locale';

configurePrimeReactLocale();

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';

import { PlatformProvider as Provider } from '@trellis/platform';
import App from '../src/app';

createRoot(document.getElementById('root')!).render(
  <Provider>
    <BrowserRouter>
      <Routes>
        <Route path="/customers/*" element={<div style={{ padding: 16 }}><App basePath="/customers" /></div>} />
      </Routes>
    </BrowserRouter>
  </Provider>,
);

/**
 * The bench's floor page: the plain page, plus one use of each package the site's entry must
 * load for any page (axios, xstate with @xstate/react, react-router-dom, react-intl): the least
 * JavaScript a page of the site can load with the chosen packages, before any of its own code.
 */
import axios from 'axios';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { createActor, fromPromise, setup } from 'xstate';
import { PlainPage, PlainProviders } from '../plain-page/plain-page.tsx';

const ping = () =>
  axios
    .create({ headers: { panel: 'frontend' }, timeout: 15_000 })
    .post('/v1', { api: { class: 'system', method: 'ping' }, data: { Lang: 'tr' } });

const pingMachine = setup({ actors: { ping: fromPromise(ping) } }).createMachine({
  initial: 'asking',
  states: {
    asking: { invoke: { src: 'ping', onDone: 'answered', onError: 'failed' } },
    answered: {},
    failed: {},
  },
});
const pinger = createActor(pingMachine).start();

// As the site's build passes them: ICU syntax trees, compiled before they reach the browser.
const messages = { title: [{ type: 0, value: 'Slot oyunları' }] };

function Title() {
  const state = useSelector(pinger, (snapshot) => snapshot.value);
  return (
    <Link to="/" data-state={state}>
      <FormattedMessage id="title" />
    </Link>
  );
}

createRoot(document.getElementById('root')!).render(
  <PlainProviders>
    <IntlProvider locale="tr" messages={messages}>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<PlainPage title={<Title />} />} />
        </Routes>
      </BrowserRouter>
    </IntlProvider>
  </PlainProviders>,
);

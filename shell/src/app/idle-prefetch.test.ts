import {
  connectionCanSpare,
  holdPrefetchWhile,
  prefetchSectionsWhenIdle,
  resetIdlePrefetch,
  SECTION_MODULES,
} from './idle-prefetch';

/** The loader remotes.ts passes (warmRemote: the module loaded and run ahead). */
const load = jest.fn<Promise<unknown>, [string]>();

/** An idle scheduler the test runs by hand: each call is one idle period. */
function idlePeriods() {
  const waiting: (() => void)[] = [];
  return {
    idle: (callback: () => void) => waiting.push(callback),
    run: async () => {
      waiting.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    pending: () => waiting.length,
  };
}

const preloaded = () => load.mock.calls.map(([id]) => id);

beforeEach(() => {
  resetIdlePrefetch();
  // The frame has mounted and no read of its query cache is in flight.
  holdPrefetchWhile(() => false);
  document.body.innerHTML = '';
  load.mockReset();
  load.mockResolvedValue(undefined);
});

describe('the sections are loaded in idle time once a section has loaded', () => {
  it('loads every other section module, one per idle period, never two at once', async () => {
    const periods = idlePeriods();
    prefetchSectionsWhenIdle('remote_messaging/Infos', load, {
      idle: periods.idle,
      canSpare: () => true,
    });
    expect(load).not.toHaveBeenCalled();
    for (let i = 0; i < SECTION_MODULES.length - 1; i++) {
      expect(periods.pending()).toBe(1);
      await periods.run();
    }
    expect(periods.pending()).toBe(0);
    expect(preloaded()).toEqual([
      'remote_messaging/Chat',
      'remote_settings/Routes',
      'remote_jobs/Routes',
      'remote_applicants/Routes',
      'remote_events/Routes',
    ]);
    // Once per page: a later section does not start it again.
    prefetchSectionsWhenIdle('remote_jobs/Routes', load, {
      idle: periods.idle,
      canSpare: () => true,
    });
    expect(periods.pending()).toBe(0);
  });

  it('waits while the page still loads what it shows, then goes on', async () => {
    let busy = true;
    const periods = idlePeriods();
    prefetchSectionsWhenIdle('remote_jobs/Routes', load, {
      idle: periods.idle,
      canSpare: () => true,
      busy: () => busy,
    });
    await periods.run();
    await periods.run();
    expect(load).not.toHaveBeenCalled();
    expect(periods.pending()).toBe(1);
    busy = false;
    await periods.run();
    expect(preloaded()).toEqual(['remote_messaging/Infos']);
  });

  it('waits for the frame, its reads and every loading line of the page (the default check)', async () => {
    resetIdlePrefetch();
    document.body.innerHTML = '<div id="root"><main><div data-loading="">…</div></main></div>';
    const periods = idlePeriods();
    prefetchSectionsWhenIdle('remote_applicants/Routes', load, {
      idle: periods.idle,
      canSpare: () => true,
    });
    // The frame has not mounted yet.
    await periods.run();
    expect(load).not.toHaveBeenCalled();
    // It has, and its reads are on their way.
    let fetching = true;
    holdPrefetchWhile(() => fetching);
    await periods.run();
    expect(load).not.toHaveBeenCalled();
    // They answered; the page's own chunk or data still shows a loading line.
    fetching = false;
    await periods.run();
    expect(load).not.toHaveBeenCalled();
    document.querySelector('[data-loading]')!.remove();
    await periods.run();
    expect(preloaded()).toEqual(['remote_messaging/Infos']);
  });

  it('goes on after a remote that fails to load', async () => {
    load.mockRejectedValueOnce(new Error('down'));
    const periods = idlePeriods();
    prefetchSectionsWhenIdle('remote_events/Routes', load, {
      idle: periods.idle,
      canSpare: () => true,
    });
    await periods.run();
    await periods.run();
    expect(preloaded()).toHaveLength(2);
  });

  it('does nothing on the logged-out pages, nor where the connection cannot spare it', async () => {
    const periods = idlePeriods();
    prefetchSectionsWhenIdle('remote_auth/Login', load, {
      idle: periods.idle,
      canSpare: () => true,
    });
    prefetchSectionsWhenIdle('remote_auth/Signup', load, {
      idle: periods.idle,
      canSpare: () => true,
    });
    expect(periods.pending()).toBe(0);
    prefetchSectionsWhenIdle('remote_jobs/Routes', load, {
      idle: periods.idle,
      canSpare: () => false,
    });
    expect(periods.pending()).toBe(0);
    expect(load).not.toHaveBeenCalled();
  });

  it('stops when the connection turns slow or asks to save data', async () => {
    let spare = true;
    const periods = idlePeriods();
    prefetchSectionsWhenIdle('remote_jobs/Routes', load, {
      idle: periods.idle,
      canSpare: () => spare,
    });
    await periods.run();
    spare = false;
    await periods.run();
    expect(preloaded()).toHaveLength(1);
    expect(periods.pending()).toBe(0);
  });
});

describe('connectionCanSpare', () => {
  it.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '4g', saveData: true }, false],
    [{ effectiveType: '3g' }, false],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
  ])('%j → %s', (connection, expected) => {
    expect(connectionCanSpare(connection)).toBe(expected);
  });
});

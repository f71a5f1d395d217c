import { threadpoolSize } from './threadpool';

describe("libuv's thread pool", () => {
  it('has a thread per argon2 operation the limiter allows (one per CPU, at most four) and four more', () => {
    expect(threadpoolSize({}, 1)).toBe(5);
    expect(threadpoolSize({}, 2)).toBe(6);
    expect(threadpoolSize({}, 16)).toBe(8);
  });

  it('keeps a size set in the environment', () => {
    expect(threadpoolSize({ UV_THREADPOOL_SIZE: '12' }, 2)).toBe(12);
    expect(threadpoolSize({ UV_THREADPOOL_SIZE: 'many' }, 2)).toBe(6);
  });
});

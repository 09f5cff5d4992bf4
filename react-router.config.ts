import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // Opt in to v8 behaviour now, so the upgrade later is a version bump.
  future: {
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;

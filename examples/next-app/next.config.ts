import type { NextConfig } from 'next';

// Nothing about faithcheck here: the package bundles as it is. `root` only says this folder is the
// app (the repository around it has a lockfile of its own).
const nextConfig: NextConfig = {
  turbopack: { root: import.meta.dirname },
  outputFileTracingRoot: import.meta.dirname,
};

export default nextConfig;

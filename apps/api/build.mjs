import { build } from 'esbuild';

// Bundles the server into one ESM file. npm packages stay external (installed beside it), except the
// contract, which is TypeScript source and must be compiled in.
await build({
  // The API server and the clip worker (`npm run worker`), each one file, and the render thread both start
  // (render-clip-in-thread.ts loads it from beside them).
  entryPoints: [
    ...['server', 'worker'].map((name) => ({ in: new URL(`./src/${name}.ts`, import.meta.url).pathname, out: name })),
    {
      in: new URL('./src/domain/clips/render/render-thread.ts', import.meta.url).pathname,
      out: 'render-thread',
    },
  ],
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'info',
  plugins: [
    {
      name: 'externalize-npm-packages',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('@gom/contract')) return undefined;
          return { path: args.path, external: true };
        });
      },
    },
  ],
});

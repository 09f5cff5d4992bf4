// React Router's Vite plugin provides the routes' server build as this virtual module; server/app.ts
// imports it (and casts it to ServerBuild), so the type checker only needs to know it exists.
declare module 'virtual:react-router/server-build';

// The first-paint stylesheet, prepared by the build (app/styles/first-paint-stylesheet-plugin.ts).
declare module 'virtual:first-paint-stylesheet' {
  const prepared: import('../app/styles/first-paint-css').PreparedStylesheet;
  export default prepared;
}

/** The whole @reduxjs/toolkit, under a name the share scope does not take (federated-config.js aliases it). */
declare module '@easel/whole-redux-toolkit' {
  export * from '@reduxjs/toolkit';
}

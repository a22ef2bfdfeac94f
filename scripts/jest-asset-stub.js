// What `import url from './file.webm'` gives in jest (webpack gives the emitted file's address).
module.exports = '/test-asset-stub';

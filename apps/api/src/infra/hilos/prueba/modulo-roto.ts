// A tasks' module that cannot load (a missing font, a broken import): the pool's tests start it.
throw new Error('módulo roto');

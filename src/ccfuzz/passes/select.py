"""CTOS's selection of representative pass sequences and test programs.

Both go the same way: embed every candidate as a vector, cluster the vectors with X-means
(``ccfuzz.passes.xmeans``, at most ``count`` clusters), then take from each cluster the
candidate nearest its centroid (Algorithm 3, ``centroid_selection``).

- Sequences are embedded with Doc2Vec (PV-DM, gensim): each sequence is a document whose words
  are its pass names, so a vector reflects both which passes a sequence holds and their order
  (the window of 3 sees neighbouring passes). Parameters as in the paper: vector size 100,
  window 3, learning rate 0.05, 20 epochs; every pass is a word (``min_count=1``).
- Programs are embedded from their unoptimized IR by region-tree aggregation and call-graph
  propagation (``ccfuzz.passes.irgraph``). The raw vectors are instruction counts, whose scale
  grows with program size and differs by orders of magnitude between opcodes (``load`` versus
  ``fneg``); they are clustered as ``log1p(vector)``, so that a feature's relative change
  counts rather than its absolute size.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt
from gensim.models.doc2vec import Doc2Vec, TaggedDocument

from ccfuzz.errors import ConfigError
from ccfuzz.passes import irgraph
from ccfuzz.passes.xmeans import Clustering, xmeans

FloatArray = npt.NDArray[np.float64]

VECTOR_SIZE = 100
WINDOW = 3
ALPHA = 0.05
EPOCHS = 20


def sequence_vectors(sequences: Sequence[Sequence[str]], seed: int) -> FloatArray:
    """One Doc2Vec vector per pass sequence (row ``i`` for ``sequences[i]``)."""
    if not sequences:
        return np.zeros((0, VECTOR_SIZE))
    if not any(sequences):
        raise ConfigError("cannot embed pass sequences that are all empty")
    documents = [TaggedDocument(list(seq), [i]) for i, seq in enumerate(sequences)]
    model = Doc2Vec(
        documents,
        dm=1,
        vector_size=VECTOR_SIZE,
        window=WINDOW,
        alpha=ALPHA,
        epochs=EPOCHS,
        min_count=1,
        seed=random.Random(seed).getrandbits(31),
        # gensim is reproducible only single-threaded: with several workers the order in
        # which threads update the shared weights depends on scheduling.
        workers=1,
    )
    return np.vstack([model.dv[i] for i in range(len(sequences))]).astype(np.float64)


def centroid_selection(points: FloatArray, clustering: Clustering, count: int) -> list[int]:
    """Algorithm 3: the indices of ``count`` points, in the order they were chosen.

    First, from each cluster, the point nearest the cluster's centroid (the mean of its
    points; Euclidean distance; ties to the lower index), clusters taken largest first (ties
    to the cluster whose nearest point has the lower index). When more points are wanted than
    there are clusters, selection goes on round by round in the same cluster order: each
    round takes, from every cluster not yet exhausted, its nearest point not yet chosen.
    So every cluster is represented before any gets a second representative, and within a
    cluster the more central points come first. (The continuation is our rule: the text of the
    paper we could consult describes the one-per-cluster choice, not what follows it.)
    """
    n = len(points)
    if not 0 <= count <= n:
        raise ConfigError(f"cannot select {count} of {n} candidates")
    queues: list[list[int]] = []
    for j in range(clustering.k):
        members = np.flatnonzero(clustering.labels == j)
        if len(members) == 0:
            continue
        centroid = points[members].mean(axis=0)
        dist = np.sqrt(((points[members] - centroid) ** 2).sum(axis=1))
        order = np.lexsort((members, dist))  # by distance, then index
        queues.append([int(i) for i in members[order]])
    queues.sort(key=lambda q: (-len(q), q[0]))
    chosen: list[int] = []
    depth = 0
    while len(chosen) < count:
        for queue in queues:
            if depth < len(queue) and len(chosen) < count:
                chosen.append(queue[depth])
        depth += 1
    return chosen


def select_points(points: FloatArray, count: int, seed: int) -> list[int]:
    """X-means with at most ``count`` clusters, then ``centroid_selection``."""
    n = len(points)
    if not 0 <= count <= n:
        raise ConfigError(f"cannot select {count} of {n} candidates")
    if count == 0:
        return []
    clustering = xmeans(points, k_max=count, seed=seed)
    return centroid_selection(points, clustering, count)


def select_sequences(sequences: Sequence[Sequence[str]], count: int, seed: int) -> list[int]:
    """Indices of ``count`` representative pass sequences, the most representative first."""
    rng = random.Random(seed)
    vectors = sequence_vectors(sequences, rng.getrandbits(63))
    return select_points(vectors, count, rng.getrandbits(63))


def program_vectors(ir_files: Sequence[Path], opt: str, seed: int) -> FloatArray:
    """One row per IR file: Algorithms 1 and 2 (``ccfuzz.passes.irgraph``), columns named by
    ``irgraph.FEATURES``. ``seed`` does not change the result: the vectors are a function of
    the IR alone; it is part of the call so all three selection calls read alike."""
    del seed
    return irgraph.program_vectors(ir_files, opt)


def select_programs(ir_files: Sequence[Path], count: int, opt: str, seed: int) -> list[int]:
    """Indices of ``count`` representative programs (unoptimized IR files), most
    representative first."""
    if not 0 <= count <= len(ir_files):
        raise ConfigError(f"cannot select {count} of {len(ir_files)} programs")
    if count == 0:
        return []
    vectors = program_vectors(ir_files, opt, seed)
    return select_points(np.log1p(vectors), count, seed)
